module arbiter_0007_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       req0,
    input  wire       req1,
    output wire       grant0,
    output wire       grant1,
    output wire [1:0] held
);
    reg [1:0] owner;
    reg [1:0] tenure;

    function [1:0] next_owner;
        input [1:0] owner_a;
        input [1:0] tenure_a;
        input req0_a;
        input req1_a;
        reg [3:0] fire;
        begin
            fire = {owner_a == 2'd0 && req1_a, owner_a == 2'd0 && req0_a, owner_a == 2'd2 && (!req1_a || (tenure_a == 2'd3 && req0_a)), owner_a == 2'd1 && (!req0_a || (tenure_a == 2'd3 && req1_a))};
            casez (fire)
                4'b???1: next_owner = req1_a ? 2'd2 : 2'd0;
                4'b??10: next_owner = req0_a ? 2'd1 : 2'd0;
                4'b?100: next_owner = 2'd1;
                4'b1000: next_owner = 2'd2;
                default: next_owner = owner_a;
            endcase
        end
    endfunction

    function [1:0] next_tenure;
        input [1:0] owner_a;
        input [1:0] tenure_a;
        input req0_a;
        input req1_a;
        reg [1:0] fire;
        begin
            fire = {tenure_a[1] != 2'd3, owner_a == 2'd0 || (owner_a == 2'd1 && (!req0_a || (tenure_a == 2'd3 && req1_a))) || (owner_a == 2'd2 && (!req1_a || (tenure_a == 2'd3 && req0_a)))};
            casez (fire)
                2'b?1: next_tenure = 2'd0;
                2'b10: next_tenure = tenure_a + 2'd1;
                default: next_tenure = tenure_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            owner <= 2'd0;
            tenure <= 2'd0;
        end else begin
            owner <= next_owner(owner, tenure, req0, req1);
            tenure <= next_tenure(owner, tenure, req0, req1);
        end
    end

    assign grant0 = owner == 2'd1;
    assign grant1 = owner == 2'd2;
    assign held = tenure;
endmodule
