module interrupt_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] lines,
    input  wire [3:0] rise_sel,
    input  wire [3:0] ack_mask,
    output wire [3:0] line_state,
    output wire [3:0] pending,
    output wire       irq
);
    reg [3:0] sampled;
    reg [3:0] pend;
    reg [3:0] sampled_next;
    reg [3:0] pend_next;

    always @* begin
        if (lines != sampled)
            sampled_next = lines;
        else
            sampled_next = sampled;
    end

    always @* begin
        if (ack_mask != 4'd0)
            pend_next = (pend & ~ack_mask) | (lines & ~sampled & rise_sel) | (~lines & sampled & ~rise_sel);
        else if (((lines & ~sampled & rise_sel) | (~lines & sampled & ~rise_sel)) != 4'd0)
            pend_next = pend | (lines & ~sampled & rise_sel) | (~lines & sampled & ~rise_sel);
        else
            pend_next = pend;
    end

    always @(posedge clk) begin
        if (rst) begin
            sampled <= 4'd0;
            pend <= 4'd0;
        end else begin
            sampled <= sampled_next;
            pend <= pend_next;
        end
    end

    assign line_state = sampled;
    assign pending = pend;
    assign irq = pend != 4'd0;
endmodule

module arbiter_0009 (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] requester,
    input  wire       acquire,
    input  wire       unlock,
    output reg  [1:0] owner,
    output wire       locked,
    output wire       granted
);
    reg [1:0] owner_next;

    always @* begin
        if (unlock && owner != 2'd0 && requester == owner)
            owner_next = 2'd0;
        else if (acquire && owner == 2'd0 && requester != 2'd0)
            owner_next = requester;
        else
            owner_next = owner;
    end

    always @(posedge clk) begin
        if (rst) begin
            owner <= 2'd0;
        end else begin
            owner <= owner_next;
        end
    end

    assign locked = owner != 2'd0;
    assign granted = owner != 2'd0 && owner == requester;
endmodule

module saturating_arithmetic_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       op_valid,
    input  wire [2:0] op_a,
    input  wire [2:0] op_b,
    output wire [4:0] product,
    output wire       clipped
);
    reg [4:0] prod;
    reg clip;
    reg [4:0] prod_next;
    reg clip_next;

    always @* begin
        if (op_valid && op_a * op_b > 6'd31)
            prod_next = 5'd31;
        else if (op_valid)
            prod_next = op_a * op_b;
        else
            prod_next = prod;
    end

    always @* begin
        if (op_valid)
            clip_next = op_a * op_b > 6'd31;
        else
            clip_next = clip;
    end

    always @(posedge clk) begin
        if (rst) begin
            prod <= 5'd0;
            clip <= 1'b0;
        end else begin
            prod <= prod_next;
            clip <= clip_next;
        end
    end

    assign product = prod;
    assign clipped = clip;
endmodule
