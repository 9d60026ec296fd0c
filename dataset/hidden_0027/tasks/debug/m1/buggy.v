module hidden_0027_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire fail,
    input  wire ok,
    input  wire clear,
    output wire retry,
    output wire give_up
);
    reg [1:0] fails;
    reg dead;
    reg [1:0] fails_next;
    reg dead_next;

    always @* begin
        if (clear || ok)
            fails_next = 2'd0;
        else if (fail && !dead)
            fails_next = fails + 2'd1;
        else
            fails_next = fails;
    end

    always @* begin
        if (clear)
            dead_next = 1'b0;
        else if (fail && fails == 2'd3)
            dead_next = 1'b1;
        else
            dead_next = dead;
    end

    always @(posedge clk) begin
        if (rst) begin
            fails <= 2'd0;
            dead <= 1'b0;
        end else begin
            fails <= fails_next;
            dead <= dead_next;
        end
    end

    assign retry = fail && !dead;
    assign give_up = dead;
endmodule
