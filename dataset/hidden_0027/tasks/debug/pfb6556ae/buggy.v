module hidden_0027_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire fail,
    input  wire ok,
    input  wire clear,
    output reg  retry,
    output reg  give_up
);
    reg [1:0] fails;
    reg dead;

    always @(posedge clk) begin
        if (rst) begin
            fails <= 2'd0;
            dead <= 1'b0;
        end else begin
            if (clear || ok)
                fails <= 2'd0;
            else if (fail && !dead)
                fails = fails + 2'd1;
            if (clear)
                dead <= 1'b0;
            else if (fail && fails == 2'd2)
                dead <= 1'b1;
        end
    end

    always @* begin
        retry = fail && !dead;
        give_up = dead;
    end
endmodule
