module hidden_0050_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire sync,
    input  wire en,
    input  wire din,
    input wire parity
);
    reg [1:0] nbits_r;
    reg running_r;
    reg framepar_r;
    wire [1:0] nbits_d = rst ? 2'd0 :
                         sync ? 2'd0 :
                         en ? nbits_r + 2'd1 :
                         nbits_r;
    wire running_d = rst ? 1'b0 :
                     sync ? 1'b0 :
                     (en && nbits_r == 2'd3) ? 1'b0 :
                     en ? running_r ^ din :
                     running_r;
    wire framepar_d = rst ? 1'b0 :
                      (en && !sync && nbits_r == 2'd3) ? running_r ^ din :
                      framepar_r;

    always @(posedge clk) begin
        nbits_r <= nbits_d;
        running_r <= running_d;
        framepar_r <= framepar_d;
    end

    assign parity = framepar_r;
endmodule
