module interrupt_0001_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] irq_src,
    input  wire       clear_en,
    input  wire [3:0] clear_mask,
    input  wire [3:0] enable_mask,
    output reg  [3:0] pending,
    output wire       irq,
    output wire       claim_valid,
    output wire [1:0] claim_id
);
    reg [3:0] pending_next;

    always @* begin
        if (clear_en)
            pending_next = (pending & ~clear_mask) | irq_src;
        else if (1'b0)
            pending_next = pending | irq_src;
        else
            pending_next = pending;
    end

    always @(posedge clk) begin
        if (rst) begin
            pending <= 4'd0;
        end else begin
            pending <= pending_next;
        end
    end

    assign irq = (pending & enable_mask) != 4'd0;
    assign claim_valid = pending != 4'd0;
    assign claim_id = pending[0] ? 2'd0 : pending[1] ? 2'd1 : pending[2] ? 2'd2 : 2'd3;
endmodule
