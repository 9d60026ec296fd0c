module saturating_arithmetic_0008_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       error,
    input  wire       tick,
    output wire [3:0] err_score,
    output wire       alarm,
    output wire [1:0] decay_phase
);
    reg [3:0] score;
    reg [1:0] phase;

    function [3:0] next_score;
        input [3:0] score_a;
        input [1:0] phase_a;
        input error_a;
        input tick_a;
        reg [2:0] fire;
        begin
            fire = {tick_a && phase_a == 2'd3 && score_a != 4'd0, error_a, error_a && score_a == 4'd12};
            casez (fire)
                3'b??1: next_score = 4'd15;
                3'b?10: next_score = score_a + 4'd4;
                3'b100: next_score = score_a - 4'd1;
                default: next_score = score_a;
            endcase
        end
    endfunction

    function [1:0] next_phase;
        input [1:0] phase_a;
        input tick_a;
        reg fire;
        begin
            fire = {tick_a};
            casez (fire)
                1'b1: next_phase = phase_a + 2'd1;
                default: next_phase = phase_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            score <= 4'd0;
            phase <= 2'd0;
        end else begin
            score <= next_score(score, phase, error, tick);
            phase <= next_phase(phase, tick);
        end
    end

    assign err_score = score;
    assign alarm = score >= 4'd12;
    assign decay_phase = phase;
endmodule
