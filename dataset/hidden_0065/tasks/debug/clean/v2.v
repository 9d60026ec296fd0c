module hidden_0065_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire din,
    input  wire en,
    output wire found
);
    reg [2:0] recent_r;
    reg match_r;
    wire [2:0] recent_d = rst ? 3'b000 :
                          en ? {recent_r[1:0], din} :
                          recent_r;
    wire match_d = rst ? 1'b0 :
                   en ? {recent_r, din} == 4'b1101 :
                   match_r ? 1'b0 :
                   match_r;

    always @(posedge clk) begin
        recent_r <= recent_d;
        match_r <= match_d;
    end

    assign found = match_r;
endmodule
