module sequence_detector_0005_sequential_priority (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       pkt_valid,
    input  wire [2:0] pkt_seq,
    output reg        in_order,
    output reg  [2:0] expected_seq,
    output reg  [1:0] loss_count
);
    reg [2:0] expect_reg;
    reg [1:0] losses;

    always @(posedge clk) begin
        if (!rst_n) begin
            expect_reg <= 3'd0;
            losses <= 2'd0;
        end else begin
            if (pkt_valid)
                ;
            expect_reg <= pkt_seq + 3'd1;
            if (pkt_valid && pkt_seq != expect_reg && losses != 2'd3)
                losses <= losses + 2'd1;
        end
    end

    always @* begin
        in_order = pkt_valid && pkt_seq == expect_reg;
        expected_seq = expect_reg;
        loss_count = losses;
    end
endmodule
