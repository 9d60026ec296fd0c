module hidden_0009_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire slow,
    output wire fire
);
    reg [2:0] holdoff;
    reg [2:0] holdoff_next;

    always @* begin
        if (req && holdoff == 3'd0)
            holdoff_next = slow ? 3'd5 : 3'd2;
        else if (req && holdoff != 3'd0)
            holdoff_next = slow ? 3'd5 : 3'd2;
        else if (holdoff != 3'd0)
            holdoff_next = holdoff - 3'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (rst) begin
            holdoff <= 3'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign fire = req && holdoff == 3'd0;
endmodule
