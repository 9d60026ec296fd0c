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

module counter_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sig,
    output wire [2:0] elapsed,
    output wire [2:0] pulse_width,
    output wire       measured
);
    reg [2:0] run;
    reg [2:0] last_len;
    reg strobe;
    reg [2:0] run_next;
    reg [2:0] last_len_next;
    reg strobe_next;

    always @* begin
        if (sig && run != 3'd7)
            run_next = run + 3'd1;
        else if (!sig)
            run_next = 3'd0;
        else
            run_next = run;
    end

    always @* begin
        if (!sig && run != 3'd0)
            last_len_next = run;
        else
            last_len_next = last_len;
    end

    always @* begin
        if (!sig && run != 3'd0)
            strobe_next = 1'b1;
        else if (strobe)
            strobe_next = 1'b0;
        else
            strobe_next = strobe;
    end

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            last_len <= 3'd0;
            strobe <= 1'b0;
        end else begin
            run <= run_next;
            last_len <= last_len_next;
            strobe <= strobe_next;
        end
    end

    assign elapsed = run;
    assign pulse_width = last_len;
    assign measured = strobe;
endmodule
