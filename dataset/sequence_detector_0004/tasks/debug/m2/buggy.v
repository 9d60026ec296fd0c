module sequence_detector_0004_canonical_next (
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
        if (clr_count && !(sample_en && hist == 2'b01 && !line_in))
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
