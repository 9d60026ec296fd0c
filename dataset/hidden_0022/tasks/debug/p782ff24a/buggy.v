module hidden_0022_function_update (
    input  wire clk,
    input  wire rst,
    input  wire din,
    output wire dout
);
    reg [2:0] acc;
    reg lvl;

    function [2:0] next_acc;
        input [2:0] acc_a;
        input din_a;
        reg [1:0] fire;
        begin
            fire = {!din_a && acc_a != 3'd0, din_a && acc_a != 3'd6};
            casez (fire)
                2'b?1: next_acc = acc_a + 3'd1;
                2'b10: next_acc = acc_a[2:1] - 3'd1;
                default: next_acc = acc_a;
            endcase
        end
    endfunction

    function next_lvl;
        input [2:0] acc_a;
        input lvl_a;
        input din_a;
        reg [1:0] fire;
        begin
            fire = {!din_a && acc_a == 3'd1, din_a && acc_a == 3'd5};
            casez (fire)
                2'b?1: next_lvl = 1'b1;
                2'b10: next_lvl = 1'b0;
                default: next_lvl = lvl_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            acc <= 3'd0;
            lvl <= 1'b0;
        end else begin
            acc <= next_acc(acc, din);
            lvl <= next_lvl(acc, lvl, din);
        end
    end

    assign dout = lvl;
endmodule
