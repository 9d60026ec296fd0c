module hidden_0034_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire nak,
    input  wire ok,
    output reg  retry,
    output reg  pending
);
    reg [1:0] level;
    reg [2:0] wait_left;

    always @(posedge clk) begin
        if (rst) begin
            level <= 2'd0;
            wait_left <= 3'd0;
        end else begin
            if (ok)
                level <= 2'd0;
            else if (nak && level != 2'd2)
                level <= level + 2'd1;
            if (nak)
                wait_left <= (level == 2'd0) ? 3'd1 : (level == 2'd1) ? 3'd2 : 3'd4;
            else if (wait_left != 3'd0)
                wait_left <= wait_left - 3'd1;
        end
    end

    always @* begin
        retry = wait_left == 3'd1;
        pending = wait_left != 3'd0;
    end
endmodule
