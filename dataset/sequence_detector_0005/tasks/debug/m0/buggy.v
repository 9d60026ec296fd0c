module sequence_detector_0005_canonical_next (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       pkt_valid,
    input  wire [2:0] pkt_seq,
    output wire       in_order,
    output wire [2:0] expected_seq,
    output wire [1:0] loss_count
);
    reg [2:0] expect_reg;
    reg [1:0] losses;
    reg [2:0] expect_reg_next;
    reg [1:0] losses_next;

    always @* begin
        if (pkt_valid)
            expect_reg_next = expect_reg + 3'd1;
        else
            expect_reg_next = expect_reg;
    end

    always @* begin
        if (pkt_valid && pkt_seq != expect_reg && losses != 2'd3)
            losses_next = losses + 2'd1;
        else
            losses_next = losses;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            expect_reg <= 3'd0;
            losses <= 2'd0;
        end else begin
            expect_reg <= expect_reg_next;
            losses <= losses_next;
        end
    end

    assign in_order = pkt_valid && pkt_seq == expect_reg;
    assign expected_seq = expect_reg;
    assign loss_count = losses;
endmodule
