module saturating_arithmetic_0008_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       error,
    input  wire       tick,
    output wire [3:0] err_score,
    output wire       alarm,
    output wire [1:0] decay_phase
);
    reg [3:0] score_r;
    reg [1:0] phase_r;
    wire [3:0] score_d = rst ? 4'd0 :
                         (error && score_r >= 4'd12) ? 4'd15 :
                         error ? score_r + 4'd4 :
                         (tick && phase_r == 2'd3 && score_r != 4'd0) ? score_r - 4'd1 :
                         score_r;
    wire [1:0] phase_d = rst ? 2'd0 :
                         tick ? phase_r + 2'd1 :
                         phase_r;

    always @(negedge clk) begin
        score_r <= score_d;
        phase_r <= phase_d;
    end

    assign err_score = score_r;
    assign alarm = score_r >= 4'd12;
    assign decay_phase = phase_r;
endmodule
