module interrupt_0005_canonical_next (
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
            pend_next = pend | (lines ^ sampled);
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
