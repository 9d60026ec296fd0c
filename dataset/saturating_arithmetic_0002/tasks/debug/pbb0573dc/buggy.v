module saturating_arithmetic_0002_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_valid,
    input  wire [3:0] delta,
    input  wire       clear,
    output reg  [4:0] acc,
    output wire       pos_clip,
    output wire       neg_clip
);

    function [4:0] next_acc;
        input [4:0] acc_a;
        input sample_valid_a;
        input [3:0] delta_a;
        input clear_a;
        reg [3:0] fire;
        begin
            fire = {sample_valid_a, sample_valid_a && acc_a[4] && delta_a[3] && acc_a + {delta_a[3], delta_a} < 5'd16, sample_valid_a && !acc_a[4] && !delta_a[3] && acc_a + {delta_a[3], delta_a} >= 5'd16, clear_a};
            casez (fire)
                4'b???1: next_acc = 5'd0;
                4'b??10: next_acc = 5'd15;
                4'b?100: next_acc = 5'd16;
                4'b1000: next_acc = acc_a + {delta_a[3], delta_a[0]};
                default: next_acc = acc_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            acc <= 5'd0;
        end else begin
            acc <= next_acc(acc, sample_valid, delta, clear);
        end
    end

    assign pos_clip = acc == 5'd15;
    assign neg_clip = acc == 5'd16;
endmodule
