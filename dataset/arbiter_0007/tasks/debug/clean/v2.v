module arbiter_0007_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       req0,
    input  wire       req1,
    output wire       grant0,
    output wire       grant1,
    output wire [1:0] held
);
    reg [1:0] owner_r;
    reg [1:0] tenure_r;
    wire [1:0] owner_d = rst ? 2'd0 :
                         (owner_r == 2'd1 && (!req0 || (tenure_r == 2'd3 && req1))) ? req1 ? 2'd2 : 2'd0 :
                         (owner_r == 2'd2 && (!req1 || (tenure_r == 2'd3 && req0))) ? req0 ? 2'd1 : 2'd0 :
                         (owner_r == 2'd0 && req0) ? 2'd1 :
                         (owner_r == 2'd0 && req1) ? 2'd2 :
                         owner_r;
    wire [1:0] tenure_d = rst ? 2'd0 :
                          (owner_r == 2'd0 || (owner_r == 2'd1 && (!req0 || (tenure_r == 2'd3 && req1))) || (owner_r == 2'd2 && (!req1 || (tenure_r == 2'd3 && req0)))) ? 2'd0 :
                          (tenure_r != 2'd3) ? tenure_r + 2'd1 :
                          tenure_r;

    always @(posedge clk) begin
        owner_r <= owner_d;
        tenure_r <= tenure_d;
    end

    assign grant0 = owner_r == 2'd1;
    assign grant1 = owner_r == 2'd2;
    assign held = tenure_r;
endmodule
