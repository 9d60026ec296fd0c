module hidden_0048_function_update (
    input  wire clk,
    input  wire rst,
    input  wire sig,
    output wire filt
);
    reg [1:0] hist;
    reg level;

    function [1:0] next_hist;
        input [1:0] hist_a;
        input sig_a;
        reg fire;
        begin
            fire = {sig_a != hist_a[0] || hist_a[0] != hist_a[1]};
            casez (fire)
                1'b1: next_hist = {hist_a[0], sig_a};
                default: next_hist = hist_a;
            endcase
        end
    endfunction

    function next_level;
        input [1:0] hist_a;
        input level_a;
        input sig_a;
        reg fire;
        begin
            fire = {sig_a == hist_a[0] && hist_a[0] == hist_a[1]};
            casez (fire)
                1'b1: next_level = sig_a;
                default: next_level = level_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            hist <= 2'b00;
            level <= 1'b0;
        end else begin
            hist <= next_hist(hist, sig);
            level <= next_level(hist, level, sig);
        end
    end

    assign filt = level;
endmodule
