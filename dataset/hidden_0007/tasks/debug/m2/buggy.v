module hidden_0007_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire act,
    input  wire wake,
    output wire asleep,
    output wire ready
);
    reg [2:0] idle;
    reg sleeping;
    reg [1:0] warm;
    reg [2:0] idle_next;
    reg sleeping_next;
    reg [1:0] warm_next;

    always @* begin
        if (act)
            idle_next = 3'd0;
        else if (idle != 3'd5)
            idle_next = idle + 3'd1;
        else
            idle_next = idle;
    end

    always @* begin
        if (wake)
            sleeping_next = 1'b0;
        else if (!act && idle == 3'd5)
            sleeping_next = 1'b1;
        else
            sleeping_next = sleeping;
    end

    always @* begin
        if (wake && sleeping)
            warm_next = 2'd2;
        else if (warm != 2'd0)
            warm_next = warm - 2'd1;
        else
            warm_next = warm;
    end

    always @(posedge clk) begin
        if (rst) begin
            idle <= 3'd0;
            sleeping <= 1'b0;
            warm <= 2'd0;
        end else begin
            idle <= idle_next;
            sleeping <= sleeping_next;
            warm <= warm_next;
        end
    end

    assign asleep = sleeping;
    assign ready = !sleeping && warm == 2'd0;
endmodule
