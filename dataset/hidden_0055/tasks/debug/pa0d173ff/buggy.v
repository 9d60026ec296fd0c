module hidden_0055_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire din,
    input  wire lng,
    input  wire clr,
    output reg  dout
);
    reg [3:0] chain;

    always @(posedge clk) begin
        if (rst) begin
            chain <= 4'b0000;
        end else begin
            if (clr)
                chain <= 4'b0000;
            else if (din || chain != 4'b0000)
                chain <= {chain[3:1], din};
        end
    end

    always @* begin
        dout = lng ? chain[3] : chain[1];
    end
endmodule
