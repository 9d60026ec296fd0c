module hidden_0034_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire nak,
    input  wire ok,
    output wire retry,
    output wire pending
);
    reg [1:0] level;
    reg [2:0] wait_left;
    reg [1:0] level_next;
    reg [2:0] wait_left_next;

    always @* begin
        if (ok)
            level_next = 2'd0;
        else if (nak && level != 2'd2)
            level_next = level + 2'd1;
        else
            level_next = level;
    end

    always @* begin
        if (nak)
            wait_left_next = (level == 2'd0) ? 3'd1 : (level == 2'd1) ? 3'd2 : 3'd4;
        else if (wait_left != 3'd0)
            wait_left_next = wait_left - 3'd1;
        else
            wait_left_next = wait_left;
    end

    always @(posedge clk) begin
        if (rst) begin
            level <= 2'd0;
            wait_left <= 3'd0;
        end else begin
            level <= level_next;
            wait_left <= wait_left_next;
        end
    end

    assign retry = wait_left == 3'd1;
    assign pending = wait_left != 3'd0;
endmodule
