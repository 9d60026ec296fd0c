module hidden_0053_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       v,
    input  wire [1:0] d,
    output wire [1:0] q
);
    reg [2:0] age;
    reg [1:0] word;

    function [2:0] next_age;
        input [2:0] age_a;
        input v_a;
        reg [1:0] fire;
        begin
            fire = {age_a != 3'd0, v_a};
            casez (fire)
                2'b?1: next_age = 3'd4;
                2'b10: next_age = 3'd1;
                default: next_age = age_a;
            endcase
        end
    endfunction

    function [1:0] next_word;
        input [1:0] word_a;
        input v_a;
        input [1:0] d_a;
        reg fire;
        begin
            fire = {v_a};
            casez (fire)
                1'b1: next_word = d_a;
                default: next_word = word_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            age <= 3'd0;
            word <= 2'd0;
        end else begin
            age <= next_age(age, v);
            word <= next_word(word, v, d);
        end
    end

    assign q = (age != 3'd0) ? word : 2'd0;
endmodule
