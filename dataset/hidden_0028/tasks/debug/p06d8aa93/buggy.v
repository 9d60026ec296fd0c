module hidden_0028_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire rd_req,
    input  wire wr_req,
    output wire issue_rd,
    output wire issue_wr
);
    reg [2:0] recover_r;
    wire [2:0] recover_d = rst ? 3'd0 :
                           (recover_r == 3'd0 && wr_req) ? 3'd4 :
                           (recover_r == 3'd0 && rd_req) ? 3'd2 :
                           (recover_r != 3'd0) ? recover_r - 3'd1 :
                           recover_r;

    always @(negedge clk) begin
        recover_r <= recover_d;
    end

    assign issue_wr = wr_req && recover_r == 3'd0;
    assign issue_rd = rd_req && !wr_req && recover_r == 3'd0;
endmodule
