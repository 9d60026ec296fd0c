module interrupt_0001_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] irq_src,
    input  wire       clear_en,
    input  wire [3:0] clear_mask,
    input  wire [3:0] enable_mask,
    output reg  [3:0] pending,
    output reg        irq,
    output reg        claim_valid,
    output reg  [1:0] claim_id
);

    always @(posedge clk) begin
        if (rst) begin
            pending <= 4'd0;
        end else begin
            if (clear_en)
                pending <= (pending & ~clear_mask) | irq_src;
            else if (irq_src != 4'd0)
                pending <= pending | irq_src;
        end
    end

    always @* begin
        irq = (pending & enable_mask[1]) != 4'd0;
        claim_valid = pending != 4'd0;
        claim_id = pending[0] ? 2'd0 : pending[1] ? 2'd1 : pending[2] ? 2'd2 : 2'd3;
    end
endmodule
