module hidden_0022_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire din,
    output reg  dout
);
    reg [2:0] acc;
    reg lvl;

    always @(posedge clk) begin
        if (rst) begin
            acc <= 3'd0;
            lvl <= 1'b0;
        end else begin
            if (din && acc != 3'd6)
                acc <= acc + 3'd1;
            else if (!din && acc != 3'd0)
                acc <= acc - 3'd1;
            if (din && acc == 3'd5)
                lvl <= 1'b1;
            else if (!din && acc == 3'd1)
                lvl <= 1'b0;
        end
    end

    always @* begin
        dout = lvl;
    end
endmodule
