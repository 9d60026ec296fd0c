module arbiter_0007_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       req0,
    input  wire       req1,
    output reg        grant0,
    output reg        grant1,
    output reg  [1:0] held
);
    reg [1:0] owner;
    reg [1:0] tenure;

    always @(posedge clk) begin
        if (rst) begin
            owner <= 2'd0;
            tenure <= 2'd0;
        end else begin
            if (owner == 2'd1 && (!req0 || (tenure == 2'd3 && req1)))
                owner <= req1 ? 2'd2 : 2'd0;
            else if (owner == 2'd2 && (!req1 || (tenure == 2'd3 && req0)))
                owner <= req0 ? 2'd1 : 2'd0;
            else if (owner == 2'd0 && req0)
                owner <= 2'd1;
            else if (owner == 2'd0 && req1)
                owner <= 2'd2;
            if (owner == 2'd0 || (owner == 2'd1 && (!req0 || (tenure == 2'd3 && req1))) || (owner == 2'd2 && (!req1 || (tenure == 2'd3 && req0))))
                tenure <= 2'd0;
            else if (tenure != 2'd3)
                tenure <= tenure + 2'd1;
        end
    end

    always @* begin
        grant0 = owner == 2'd1;
        grant1 = owner == 2'd2;
        held = tenure;
    end
endmodule
