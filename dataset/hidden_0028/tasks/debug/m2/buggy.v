module hidden_0028_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire rd_req,
    input  wire wr_req,
    output wire issue_rd,
    output wire issue_wr
);
    reg [2:0] recover;
    reg [2:0] recover_next;

    always @* begin
        if (recover == 3'd0 && wr_req)
            recover_next = 3'd4;
        else if (recover == 3'd0 && rd_req)
            recover_next = 3'd2;
        else if (recover != 3'd0 && wr_req)
            recover_next = 3'd4;
        else if (recover != 3'd0)
            recover_next = recover - 3'd1;
        else
            recover_next = recover;
    end

    always @(posedge clk) begin
        if (rst) begin
            recover <= 3'd0;
        end else begin
            recover <= recover_next;
        end
    end

    assign issue_wr = wr_req && recover == 3'd0;
    assign issue_rd = rd_req && !wr_req && recover == 3'd0;
endmodule
