module sequence_detector_0005_function_update (
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

    function [2:0] next_expect_reg;
        input [2:0] expect_reg_a;
        input pkt_valid_a;
        input [2:0] pkt_seq_a;
        reg fire;
        begin
            fire = {pkt_valid_a};
            casez (fire)
                1'b1: next_expect_reg = pkt_seq_a + 3'd1;
                default: next_expect_reg = expect_reg_a;
            endcase
        end
    endfunction

    function [1:0] next_losses;
        input [2:0] expect_reg_a;
        input [1:0] losses_a;
        input pkt_valid_a;
        input [2:0] pkt_seq_a;
        reg fire;
        begin
            fire = {pkt_valid_a && pkt_seq_a != expect_reg_a && losses_a != 2'd3};
            casez (fire)
                1'b1: next_losses = losses_a + 2'd1;
                default: next_losses = losses_a;
            endcase
        end
    endfunction

    always @(negedge clk) begin
        if (!rst_n) begin
            expect_reg <= 3'd0;
            losses <= 2'd0;
        end else begin
            expect_reg <= next_expect_reg(expect_reg, pkt_valid, pkt_seq);
            losses <= next_losses(expect_reg, losses, pkt_valid, pkt_seq);
        end
    end

    assign in_order = pkt_valid && pkt_seq == expect_reg;
    assign expected_seq = expect_reg;
    assign loss_count = losses;
endmodule
