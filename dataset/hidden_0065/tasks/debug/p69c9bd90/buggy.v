module hidden_0065_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire din,
    input  wire en,
    output wire found
);
    reg [2:0] recent;
    reg match;
    reg [2:0] recent_next;
    reg match_next;

    always @* begin
        if (en)
            recent_next = {recent[1:0], din};
        else
            recent_next = recent;
    end

    always @* begin
        if (en)
            match_next = {recent, din} == 4'b1101;
        else if (match)
            match_next = 1'b0;
        else
            match_next = match;
    end

    always @(posedge clk) begin
        if (rst) begin
            recent <= 3'b000;
            match <= 1'b0;
        end else begin
            recent <= recent_next;
            match <= match_next;
            match <= 1'b0;
        end
    end

    assign found = match;
endmodule
