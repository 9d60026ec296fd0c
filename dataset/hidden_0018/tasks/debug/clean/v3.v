module hidden_0018_function_update (
    input  wire clk,
    input  wire rst,
    input  wire gate_on,
    input  wire cmp,
    input  wire clr,
    output wire trip,
    output wire fault
);
    reg [2:0] blank;
    reg flt;

    function [2:0] next_blank;
        input [2:0] blank_a;
        input gate_on_a;
        reg [1:0] fire;
        begin
            fire = {blank_a != 3'd0, gate_on_a};
            casez (fire)
                2'b?1: next_blank = 3'd3;
                2'b10: next_blank = blank_a - 3'd1;
                default: next_blank = blank_a;
            endcase
        end
    endfunction

    function next_flt;
        input [2:0] blank_a;
        input flt_a;
        input cmp_a;
        input clr_a;
        reg [1:0] fire;
        begin
            fire = {cmp_a && blank_a == 3'd0, clr_a};
            casez (fire)
                2'b?1: next_flt = 1'b0;
                2'b10: next_flt = 1'b1;
                default: next_flt = flt_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            blank <= 3'd0;
            flt <= 1'b0;
        end else begin
            blank <= next_blank(blank, gate_on);
            flt <= next_flt(blank, flt, cmp, clr);
        end
    end

    assign trip = cmp && blank == 3'd0;
    assign fault = flt;
endmodule
