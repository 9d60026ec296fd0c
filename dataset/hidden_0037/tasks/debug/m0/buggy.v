module hidden_0037_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire ev,
    input  wire tick,
    output wire pass
);
    reg [2:0] left;
    reg [2:0] left_next;

    always @* begin
        if (tick)
            left_next = 3'd4;
        else if (ev && left != 3'd0)
            left_next = left - 3'd1;
        else
            left_next = left;
    end

    always @(posedge clk) begin
        if (rst) begin
            left <= 3'd3;
        end else begin
            left <= left_next;
        end
    end

    assign pass = ev && left != 3'd0;
endmodule
