module hidden_0055_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire din,
    input  wire lng,
    input  wire clr,
    output wire dout
);
    reg [3:0] chain;
    reg [3:0] chain_next;

    always @* begin
        if (clr)
            chain_next = {1'b0, chain[2], 2'b00};
        else if (din || chain != 4'b0000)
            chain_next = {chain[2:0], din};
        else
            chain_next = chain;
    end

    always @(posedge clk) begin
        if (rst) begin
            chain <= 4'b0000;
        end else begin
            chain <= chain_next;
        end
    end

    assign dout = lng ? chain[3] : chain[1];
endmodule
