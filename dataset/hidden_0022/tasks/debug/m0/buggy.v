module hidden_0022_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire din,
    output wire dout
);
    reg [2:0] acc;
    reg lvl;
    reg [2:0] acc_next;
    reg lvl_next;

    always @* begin
        if (din && acc != 3'd6)
            acc_next = acc + 3'd1;
        else if (!din && acc != 3'd0)
            acc_next = acc - 3'd1;
        else
            acc_next = acc;
    end

    always @* begin
        if (din && acc == 3'd4)
            lvl_next = 1'b1;
        else if (!din && acc == 3'd1)
            lvl_next = 1'b0;
        else
            lvl_next = lvl;
    end

    always @(posedge clk) begin
        if (rst) begin
            acc <= 3'd0;
            lvl <= 1'b0;
        end else begin
            acc <= acc_next;
            lvl <= lvl_next;
        end
    end

    assign dout = lvl;
endmodule
