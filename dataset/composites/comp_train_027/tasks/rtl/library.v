module hidden_0001 (
    input  wire clk,
    input  wire rst,
    input  wire trig,
    output wire pulse
);
    reg [2:0] left;
    reg [2:0] left_next;

    always @* begin
        if (left == 3'd0 && trig)
            left_next = 3'd5;
        else if (left != 3'd0)
            left_next = left - 3'd1;
        else
            left_next = left;
    end

    always @(posedge clk) begin
        if (rst) begin
            left <= 3'd0;
        end else begin
            left <= left_next;
        end
    end

    assign pulse = left != 3'd0;
endmodule

module timer_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_en,
    input  wire       noisy_in,
    output wire       clean,
    output wire [1:0] pending,
    output wire       changing
);
    reg stable;
    reg [1:0] cnt;
    reg stable_next;
    reg [1:0] cnt_next;

    always @* begin
        if (sample_en && noisy_in != stable && cnt == 2'd2)
            stable_next = noisy_in;
        else
            stable_next = stable;
    end

    always @* begin
        if (sample_en && noisy_in != stable && cnt != 2'd2)
            cnt_next = cnt + 2'd1;
        else if (sample_en)
            cnt_next = 2'd0;
        else
            cnt_next = cnt;
    end

    always @(posedge clk) begin
        if (rst) begin
            stable <= 1'b0;
            cnt <= 2'd0;
        end else begin
            stable <= stable_next;
            cnt <= cnt_next;
        end
    end

    assign clean = stable;
    assign pending = cnt;
    assign changing = cnt != 2'd0;
endmodule

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
