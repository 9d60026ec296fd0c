module pulse_event_0001_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       enable,
    input  wire [3:0] density,
    input  wire       sync_clear,
    output reg  [3:0] phase_acc,
    output wire       pulse_out,
    output wire       square_out
);

    function [3:0] next_phase_acc;
        input [3:0] phase_acc_a;
        input enable_a;
        input [3:0] density_a;
        input sync_clear_a;
        reg [1:0] fire;
        begin
            fire = {enable_a, sync_clear_a};
            casez (fire)
                2'b?1: next_phase_acc = 4'd0;
                2'b10: next_phase_acc = phase_acc_a + density_a;
                default: next_phase_acc = phase_acc_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            phase_acc <= 4'd0;
        end else begin
            phase_acc <= next_phase_acc(phase_acc, enable, density, sync_clear);
        end
    end

    assign pulse_out = enable && !sync_clear && phase_acc > 4'd15 - density;
    assign square_out = phase_acc[3];
endmodule
