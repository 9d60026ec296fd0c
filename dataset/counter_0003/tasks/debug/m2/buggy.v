module counter_0003_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       clear,
    input  wire       up,
    input  wire       down,
    output reg  [2:0] gray,
    output wire [2:0] binary
);
    reg [2:0] gray_next;

    always @* begin
        if (clear && !up)
            gray_next = 3'b000;
        else if (up)
            gray_next = ^gray ? (gray[0] ? gray ^ 3'b010 : gray ^ 3'b100) : gray ^ 3'b001;
        else if (down)
            gray_next = ^gray ? gray ^ 3'b001 : gray[0] ? gray ^ 3'b010 : gray ^ 3'b100;
        else
            gray_next = gray;
    end

    always @(posedge clk) begin
        if (rst) begin
            gray <= 3'b000;
        end else begin
            gray <= gray_next;
        end
    end

    assign binary = {gray[2], ^gray[2:1], ^gray};
endmodule
