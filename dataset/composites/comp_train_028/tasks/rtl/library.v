module sequence_detector_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_en,
    input  wire       line_in,
    input  wire       clr_count,
    output wire [1:0] recent,
    output wire [2:0] glitch_count,
    output wire       glitch_seen
);
    reg [1:0] hist;
    reg [2:0] glitches;
    reg [1:0] hist_next;
    reg [2:0] glitches_next;

    always @* begin
        if (sample_en)
            hist_next = {hist[0], line_in};
        else
            hist_next = hist;
    end

    always @* begin
        if (clr_count)
            glitches_next = 3'd0;
        else if (sample_en && hist == 2'b01 && !line_in && glitches != 3'd7)
            glitches_next = glitches + 3'd1;
        else
            glitches_next = glitches;
    end

    always @(posedge clk) begin
        if (rst) begin
            hist <= 2'b00;
            glitches <= 3'd0;
        end else begin
            hist <= hist_next;
            glitches <= glitches_next;
        end
    end

    assign recent = hist;
    assign glitch_count = glitches;
    assign glitch_seen = glitches != 3'd0;
endmodule

module arbiter_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       pulse_a,
    input  wire       pulse_b,
    output wire       serve_a,
    output wire       serve_b,
    output wire [1:0] pending,
    output wire       prefer_b
);
    reg pend_a;
    reg pend_b;
    reg turn;
    reg [1:0] srv;
    reg pend_a_next;
    reg pend_b_next;
    reg turn_next;
    reg [1:0] srv_next;

    always @* begin
        if (pulse_a)
            pend_a_next = 1'b1;
        else if (pend_a && (!pend_b || !turn))
            pend_a_next = 1'b0;
        else
            pend_a_next = pend_a;
    end

    always @* begin
        if (pulse_b)
            pend_b_next = 1'b1;
        else if (pend_b && (!pend_a || turn))
            pend_b_next = 1'b0;
        else
            pend_b_next = pend_b;
    end

    always @* begin
        if (pend_a && (!pend_b || !turn))
            turn_next = 1'b1;
        else if (pend_b && (!pend_a || turn))
            turn_next = 1'b0;
        else
            turn_next = turn;
    end

    always @* begin
        if (pend_a && (!pend_b || !turn))
            srv_next = 2'd1;
        else if (pend_b)
            srv_next = 2'd2;
        else if (srv != 2'd0)
            srv_next = 2'd0;
        else
            srv_next = srv;
    end

    always @(posedge clk) begin
        if (rst) begin
            pend_a <= 1'b0;
            pend_b <= 1'b0;
            turn <= 1'b0;
            srv <= 2'd0;
        end else begin
            pend_a <= pend_a_next;
            pend_b <= pend_b_next;
            turn <= turn_next;
            srv <= srv_next;
        end
    end

    assign serve_a = srv == 2'd1;
    assign serve_b = srv == 2'd2;
    assign pending = {pend_b, pend_a};
    assign prefer_b = turn;
endmodule
