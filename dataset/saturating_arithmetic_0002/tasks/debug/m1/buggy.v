module saturating_arithmetic_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_valid,
    input  wire [3:0] delta,
    input  wire       clear,
    output reg  [4:0] acc,
    output wire       pos_clip,
    output wire       neg_clip
);
    reg [4:0] acc_next;

    always @* begin
        if (clear)
            acc_next = 5'd0;
        else if (sample_valid && !acc[4] && !delta[3] && acc + {delta[3], delta} >= 5'd16)
            acc_next = 5'd15;
        else if (sample_valid && acc[4] && delta[3] && acc + {delta[3], delta} < 5'd16)
            acc_next = 5'd16;
        else if (sample_valid)
            acc_next = acc + {1'b0, delta};
        else
            acc_next = acc;
    end

    always @(posedge clk) begin
        if (rst) begin
            acc <= 5'd0;
        end else begin
            acc <= acc_next;
        end
    end

    assign pos_clip = acc == 5'd15;
    assign neg_clip = acc == 5'd16;
endmodule
