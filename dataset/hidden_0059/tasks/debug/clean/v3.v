module hidden_0059_function_update (
    input  wire clk,
    input  wire rst,
    input  wire en,
    input  wire s,
    output wire hit
);
    reg [3:0] hist;
    reg flag;

    function [3:0] next_hist;
        input [3:0] hist_a;
        input en_a;
        input s_a;
        reg fire;
        begin
            fire = {en_a};
            casez (fire)
                1'b1: next_hist = {hist_a[2:0], s_a};
                default: next_hist = hist_a;
            endcase
        end
    endfunction

    function next_flag;
        input [3:0] hist_a;
        input flag_a;
        input en_a;
        input s_a;
        reg fire;
        begin
            fire = {en_a};
            casez (fire)
                1'b1: next_flag = {2'b00, hist_a[0]} + {2'b00, hist_a[1]} + {2'b00, hist_a[2]} + {2'b00, hist_a[3]} + {2'b00, s_a} >= 3'd3;
                default: next_flag = flag_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            hist <= 4'b0000;
            flag <= 1'b0;
        end else begin
            hist <= next_hist(hist, en, s);
            flag <= next_flag(hist, flag, en, s);
        end
    end

    assign hit = flag;
endmodule
