module hidden_0001_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire trig,
    output wire pulse
);
    reg [2:0] left;
    reg [2:0] left_next;

    always @* begin
        if (left == 3'd0 && trig)
            left_next = 3'd5;
        else if (left != 3'd0)
            left_next = left - 3'd1;
        else
            left_next = left;
    end

    always @(posedge clk) begin
        if (rst) begin
        end else begin
            left <= left_next;
        end
    end

    assign pulse = left != 3'd0;
endmodule
