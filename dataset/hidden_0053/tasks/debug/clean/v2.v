module hidden_0053_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       v,
    input  wire [1:0] d,
    output wire [1:0] q
);
    reg [2:0] age_r;
    reg [1:0] word_r;
    wire [2:0] age_d = rst ? 3'd0 :
                       v ? 3'd4 :
                       (age_r != 3'd0) ? age_r - 3'd1 :
                       age_r;
    wire [1:0] word_d = rst ? 2'd0 :
                        v ? d :
                        word_r;

    always @(posedge clk) begin
        age_r <= age_d;
        word_r <= word_d;
    end

    assign q = (age_r != 3'd0) ? word_r : 2'd0;
endmodule
