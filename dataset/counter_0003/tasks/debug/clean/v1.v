module counter_0003_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       clear,
    input  wire       up,
    input  wire       down,
    output reg  [2:0] gray,
    output reg  [2:0] binary
);

    always @(posedge clk) begin
        if (rst) begin
            gray <= 3'b000;
        end else begin
            if (clear)
                gray <= 3'b000;
            else if (up)
                gray <= ^gray ? (gray[0] ? gray ^ 3'b010 : gray ^ 3'b100) : gray ^ 3'b001;
            else if (down)
                gray <= ^gray ? gray ^ 3'b001 : gray[0] ? gray ^ 3'b010 : gray ^ 3'b100;
        end
    end

    always @* begin
        binary = {gray[2], ^gray[2:1], ^gray};
    end
endmodule
