module saturating_arithmetic_0003_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] seed,
    input  wire       double_gain,
    input  wire       halve_gain,
    output reg  [7:0] gain,
    output wire       full_scale
);

    function [7:0] next_gain;
        input [7:0] gain_a;
        input load_a;
        input [3:0] seed_a;
        input double_gain_a;
        input halve_gain_a;
        reg [3:0] fire;
        begin
            fire = {halve_gain_a, double_gain_a, double_gain_a && gain_a[7], load_a};
            casez (fire)
                4'b???1: next_gain = {4'b0000, seed_a};
                4'b??10: next_gain = 8'hff;
                4'b?100: next_gain = gain_a << 3'd1;
                4'b1000: next_gain = gain_a >> 3'd1;
                default: next_gain = gain_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            gain <= 8'd1;
        end else begin
            gain <= next_gain(gain, load, seed, double_gain, halve_gain);
        end
    end

    assign full_scale = gain == 8'hff;
endmodule
