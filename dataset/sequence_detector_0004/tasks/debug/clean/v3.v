module sequence_detector_0004_function_update (
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

    function [1:0] next_hist;
        input [1:0] hist_a;
        input sample_en_a;
        input line_in_a;
        reg fire;
        begin
            fire = {sample_en_a};
            casez (fire)
                1'b1: next_hist = {hist_a[0], line_in_a};
                default: next_hist = hist_a;
            endcase
        end
    endfunction

    function [2:0] next_glitches;
        input [1:0] hist_a;
        input [2:0] glitches_a;
        input sample_en_a;
        input line_in_a;
        input clr_count_a;
        reg [1:0] fire;
        begin
            fire = {sample_en_a && hist_a == 2'b01 && !line_in_a && glitches_a != 3'd7, clr_count_a};
            casez (fire)
                2'b?1: next_glitches = 3'd0;
                2'b10: next_glitches = glitches_a + 3'd1;
                default: next_glitches = glitches_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            hist <= 2'b00;
            glitches <= 3'd0;
        end else begin
            hist <= next_hist(hist, sample_en, line_in);
            glitches <= next_glitches(hist, glitches, sample_en, line_in, clr_count);
        end
    end

    assign recent = hist;
    assign glitch_count = glitches;
    assign glitch_seen = glitches != 3'd0;
endmodule
