module hidden_0007_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire act,
    input  wire wake,
    output reg  asleep,
    output reg  ready
);
    reg [2:0] idle;
    reg sleeping;
    reg [1:0] warm;

    always @(posedge clk) begin
        if (rst) begin
            idle <= 3'd0;
            sleeping <= 1'b0;
            warm <= 2'd0;
        end else begin
            if (act || sleeping)
                idle <= 3'd0;
            else if (idle != 3'd5)
                idle <= idle;
            if (wake)
                sleeping <= 1'b0;
            else if (!act && idle == 3'd5)
                sleeping <= 1'b1;
            if (wake && sleeping)
                warm <= 2'd2;
            else if (warm != 2'd0)
                warm <= warm - 2'd1;
        end
    end

    always @* begin
        asleep = sleeping;
        ready = !sleeping && warm == 2'd0;
    end
endmodule
