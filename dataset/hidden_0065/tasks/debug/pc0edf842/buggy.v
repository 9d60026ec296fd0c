module hidden_0065_function_update (
    input  wire clk,
    input  wire rst,
    input  wire din,
    input  wire en,
    output wire found
);
    reg [2:0] recent;
    reg match;

    function [2:0] next_recent;
        input [2:0] recent_a;
        input din_a;
        input en_a;
        reg fire;
        begin
            fire = {en_a};
            casez (fire)
                1'b1: next_recent = {recent_a[1:0], din_a};
                default: next_recent = recent_a;
            endcase
        end
    endfunction

    function next_match;
        input [2:0] recent_a;
        input match_a;
        input din_a;
        input en_a;
        reg [1:0] fire;
        begin
            fire = {match_a, en_a};
            casez (fire)
                2'b?1: next_match = {recent_a, din_a} == 4'b1101;
                2'b10: next_match = 1'b0;
                default: next_match = match_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            recent <= 3'b000;
            match <= 1'b0;
        end else begin
            recent = next_recent(recent, din, en);
            match <= next_match(recent, match, din, en);
        end
    end

    assign found = match;
endmodule
