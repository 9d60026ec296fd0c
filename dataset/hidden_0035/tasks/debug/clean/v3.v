module hidden_0035_function_update (
    input  wire clk,
    input  wire rst,
    input  wire req,
    output wire allow
);
    reg [2:0] phase;
    reg [2:0] tokens;

    function [2:0] next_phase;
        input [2:0] phase_a;
        reg [1:0] fire;
        begin
            fire = {phase_a != 3'd0, phase_a == 3'd0};
            casez (fire)
                2'b?1: next_phase = 3'd3;
                2'b10: next_phase = phase_a - 3'd1;
                default: next_phase = phase_a;
            endcase
        end
    endfunction

    function [2:0] next_tokens;
        input [2:0] phase_a;
        input [2:0] tokens_a;
        input req_a;
        reg [1:0] fire;
        begin
            fire = {phase_a == 3'd0 && !(req_a && tokens_a != 3'd0) && tokens_a < 3'd3, req_a && tokens_a != 3'd0 && phase_a != 3'd0};
            casez (fire)
                2'b?1: next_tokens = tokens_a - 3'd1;
                2'b10: next_tokens = tokens_a + 3'd1;
                default: next_tokens = tokens_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            phase <= 3'd3;
            tokens <= 3'd3;
        end else begin
            phase <= next_phase(phase);
            tokens <= next_tokens(phase, tokens, req);
        end
    end

    assign allow = tokens != 3'd0;
endmodule
