module arbiter_0007 (
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
    reg [1:0] owner_next;
    reg [1:0] tenure_next;

    always @* begin
        if (owner == 2'd1 && (!req0 || (tenure == 2'd3 && req1)))
            owner_next = req1 ? 2'd2 : 2'd0;
        else if (owner == 2'd2 && (!req1 || (tenure == 2'd3 && req0)))
            owner_next = req0 ? 2'd1 : 2'd0;
        else if (owner == 2'd0 && req0)
            owner_next = 2'd1;
        else if (owner == 2'd0 && req1)
            owner_next = 2'd2;
        else
            owner_next = owner;
    end

    always @* begin
        if (owner == 2'd0 || (owner == 2'd1 && (!req0 || (tenure == 2'd3 && req1))) || (owner == 2'd2 && (!req1 || (tenure == 2'd3 && req0))))
            tenure_next = 2'd0;
        else if (tenure != 2'd3)
            tenure_next = tenure + 2'd1;
        else
            tenure_next = tenure;
    end

    always @(posedge clk) begin
        if (rst) begin
            owner <= 2'd0;
            tenure <= 2'd0;
        end else begin
            owner <= owner_next;
            tenure <= tenure_next;
        end
    end

    assign grant0 = owner == 2'd1;
    assign grant1 = owner == 2'd2;
    assign held = tenure;
endmodule

module handshake_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire [1:0] min_gap,
    output reg  [1:0] gap,
    output wire       ready,
    output wire       fire
);
    reg [1:0] gap_next;

    always @* begin
        if (valid && gap == 2'd0)
            gap_next = min_gap;
        else if (gap != 2'd0)
            gap_next = gap - 2'd1;
        else
            gap_next = gap;
    end

    always @(posedge clk) begin
        if (rst) begin
            gap <= 2'd0;
        end else begin
            gap <= gap_next;
        end
    end

    assign ready = gap == 2'd0;
    assign fire = valid && gap == 2'd0;
endmodule
