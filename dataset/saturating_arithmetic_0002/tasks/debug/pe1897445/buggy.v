module saturating_arithmetic_0002_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_valid,
    input  wire [3:0] delta,
    input  wire       clear,
    output wire [4:0] acc,
    output wire       pos_clip,
    output wire       neg_clip
);
    reg [4:0] acc_r;
    wire [4:0] acc_d = rst ? 5'd0 :
                       clear ? 5'd0 :
                       (sample_valid && !acc_r[4] && !delta[3] && acc_r + {delta[3], delta} >= 5'd16) ? 5'd15 :
                       (sample_valid && acc_r[4] && delta[3] && acc_r + {delta[3], delta[3:1]} < 5'd16) ? 5'd16 :
                       sample_valid ? acc_r + {delta[3], delta} :
                       acc_r;

    always @(posedge clk) begin
        acc_r <= acc_d;
    end

    assign acc = acc_r;
    assign pos_clip = acc_r == 5'd15;
    assign neg_clip = acc_r == 5'd16;
endmodule
