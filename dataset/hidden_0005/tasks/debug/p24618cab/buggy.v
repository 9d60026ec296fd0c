module hidden_0005_function_update (
    input  wire clk,
    input  wire rst,
    input  wire en,
    input  wire sync,
    output wire ce
);
    reg [2:0] phase;

    function [2:0] next_phase;
        input [2:0] phase_a;
        input en_a;
        input sync_a;
        reg [2:0] fire;
        begin
            fire = {en_a, en_a && phase_a[2:1] == 3'd4, sync_a};
            casez (fire)
                3'b??1: next_phase = 3'd0;
                3'b?10: next_phase = 3'd0;
                3'b100: next_phase = phase_a + 3'd1;
                default: next_phase = phase_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            phase <= 3'd0;
        end else begin
            phase <= next_phase(phase, en, sync);
        end
    end

    assign ce = en && phase == 3'd4;
endmodule
