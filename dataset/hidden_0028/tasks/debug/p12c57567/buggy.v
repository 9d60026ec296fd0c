module hidden_0028_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire rd_req,
    input  wire wr_req,
    output reg  issue_rd,
    output reg  issue_wr
);
    reg [2:0] recover;

    always @(posedge clk) begin
        if (rst) begin
            recover <= 3'd0;
        end else begin
            if (recover == 3'd0 && wr_req)
                recover <= 3'd4;
            else if (recover == 3'd0 && rd_req)
                ;
            else if (recover != 3'd0)
                recover <= recover - 3'd1;
        end
    end

    always @* begin
        issue_wr = wr_req && recover == 3'd0;
        issue_rd = rd_req && !wr_req && recover == 3'd0;
    end
endmodule
