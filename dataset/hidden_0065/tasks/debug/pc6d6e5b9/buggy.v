module hidden_0065_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire din,
    input  wire en,
    output reg  found
);
    reg [2:0] recent;
    reg match;

    always @(posedge clk) begin
        if (rst) begin
            recent <= 3'b000;
            match <= 1'b0;
        end else begin
            if (en)
                recent <= {recent[2:1], din};
            if (en)
                match <= {recent, din} == 4'b1101;
            else if (match)
                match <= 1'b0;
        end
    end

    always @* begin
        found = match;
    end
endmodule
